import { Button, Drawer } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MantineIsland } from '../../../app/mantine-island';
import { FilterPanel, type FilterPanelProps } from './filter-panel';

interface FiltersDrawerProps extends FilterPanelProps {
  opened: boolean;
  onClose: () => void;
  /** "Show 124 products". */
  resultsLabel: string;
}

/** The filters on a phone: a drawer from the bottom, loaded (with Mantine) the first time it opens. */
export function FiltersDrawer({ opened, onClose, resultsLabel, ...panel }: FiltersDrawerProps) {
  const { t } = useTranslation('catalog');
  return (
    <MantineIsland>
      <Drawer
        opened={opened}
        onClose={onClose}
        position="bottom"
        size="85%"
        title={t('filters.title')}
        closeButtonProps={{ 'aria-label': t('filters.close') }}
      >
        <FilterPanel {...panel} />
        <Button fullWidth mt="lg" onClick={onClose}>
          {resultsLabel}
        </Button>
      </Drawer>
    </MantineIsland>
  );
}
