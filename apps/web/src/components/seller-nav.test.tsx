import { PAGE_PATHS } from '@glowmarket/shared/routes';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { SELLER_HOME, SELLER_SECTIONS, SellerNav } from './seller-nav';

describe('seller sections', () => {
  it('lead only to pages the app has', () => {
    for (const section of SELLER_SECTIONS) expect(PAGE_PATHS).toContain(section.path);
  });

  it('have one entry per page', () => {
    const paths = SELLER_SECTIONS.map((section) => section.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('start with the company data, where the seller area opens', () => {
    expect(SELLER_SECTIONS[0]?.path).toBe('/company-data');
    expect(SELLER_HOME).toBe('/company-data');
  });
});

describe('SellerNav', () => {
  beforeAll(() => {
    // jsdom has no media queries; Mantine asks for the colour scheme.
    vi.stubGlobal(
      'matchMedia',
      vi.fn(() => ({ matches: false, addEventListener: vi.fn(), removeEventListener: vi.fn() })),
    );
  });

  it('links every section and marks the one on screen', () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MantineProvider env="test">
          <MemoryRouter initialEntries={['/company-data']}>
            <SellerNav />
          </MemoryRouter>
        </MantineProvider>
      </QueryClientProvider>,
    );
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(SELLER_SECTIONS.map((section) => section.path));
    expect(links[0]?.getAttribute('aria-current')).toBe('page');
  });
});
