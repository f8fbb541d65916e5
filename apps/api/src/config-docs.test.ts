import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { configurationDocsFile, renderConfigurationDocs } from '../../../scripts/config-docs';

describe('docs/configuration.md', () => {
  it('says what the settings schema in config.ts says', async () => {
    const committed = readFileSync(configurationDocsFile, 'utf8');
    const rendered = await renderConfigurationDocs();
    expect(committed, 'docs/configuration.md is out of date: run npm run docs:config').toBe(rendered);
  });
});
