import { TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { CSSProperties } from 'react';
import type { SearchText } from '../lib/url-search';

interface SearchBoxProps {
  /** The search kept in the address (`useSearchText`). */
  search: SearchText;
  label: string;
  description?: string;
  placeholder?: string;
  /** The input's largest width, when the box has a line of its own. */
  maw?: number;
  /** The form's style, when the box shares a line with other filters. */
  style?: CSSProperties;
}

/** A list's search box: results follow the typing a moment later, or at once on Enter. */
export function SearchBox({ search, label, description, placeholder, maw, style }: SearchBoxProps) {
  return (
    <form
      role="search"
      style={style}
      onSubmit={(event) => {
        event.preventDefault();
        search.flush();
      }}
    >
      <TextInput
        type="search"
        label={label}
        description={description}
        placeholder={placeholder}
        value={search.text}
        onChange={(event) => search.change(event.currentTarget.value)}
        leftSection={<IconSearch size={16} aria-hidden />}
        maw={maw}
      />
    </form>
  );
}
