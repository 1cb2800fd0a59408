import type { AdminImportReport } from '@svarna/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ApiCall, json, renderAdmin, stubAdminApi } from '../testing/render-admin';

beforeEach(() => localStorage.setItem('accessToken', 'token-A'));
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

const CSV = 'Handle,Title,Option1 Name,Option1 Value,Variant Price\nnew-ring,New Ring,Ring Size,6,1499\n';

const report = (overrides: Partial<AdminImportReport> = {}): AdminImportReport => ({
  success: true,
  dryRun: true,
  created: ['new-ring'],
  updated: ['kundan-choker'],
  unchanged: ['moissanite-ring', 'pearl-studs'],
  errors: [],
  ...overrides,
});

const imports = (calls: ApiCall[]) => calls.filter((c) => c.path === '/admin/products/import');

async function chooseFile(file: File) {
  const input = await screen.findByLabelText(/Choose (CSV|another) file/);
  fireEvent.change(input, { target: { files: [file] } });
}

const csvFile = (text = CSV, name = 'products.csv') => new File([text], name, { type: 'text/csv' });

describe('AdminProductsImportPage', () => {
  it('explains the import, then shows a dry run with counts and refusals by row and column, offering no import', async () => {
    const calls = stubAdminApi('admin', (call) =>
      call.path === '/admin/products/import'
        ? json(
            200,
            report({
              errors: [
                { row: 4, column: 'Variant Price', message: 'Variant Price must be a number of rupees' },
                {
                  row: 6,
                  column: 'Image Src',
                  message: 'Image Src: photos are uploaded at the desk first',
                },
              ],
            }),
          )
        : undefined,
    );
    renderAdmin('/admin/products/import');
    expect(await screen.findByRole('heading', { level: 1, name: 'Import products' })).toBeTruthy();
    const guide = screen.getByRole('region', { name: 'Before you import' });
    for (const part of [
      'Plain CSV file',
      'Photos are uploaded at the desk first',
      'not fetched',
      'Dry run first',
    ])
      expect(guide.textContent).toContain(part);
    const input = screen.getByLabelText('Choose CSV file');
    expect(input.getAttribute('accept')).toBe('.csv,text/csv');

    await chooseFile(csvFile());
    const heading = await screen.findByRole('heading', { name: 'Dry run of products.csv' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByRole('status').textContent).toBe(
      'Dry run: 1 would be created, 1 would change, 2 unchanged; 2 rows refused.',
    );
    const sent = imports(calls);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.method).toBe('POST');
    expect(sent[0]!.query.get('dryRun')).toBe('true');
    expect(sent[0]!.body).toBe(CSV);
    expect(sent[0]!.headers.get('Content-Type')).toBe('text/csv');
    expect(sent[0]!.headers.get('Authorization')).toBe('Bearer token-A');

    const counts = Array.from(document.querySelectorAll('dl > div')).map((d) => d.textContent);
    expect(counts).toEqual(['Would be created1', 'Would change1', 'Unchanged2', 'Refused rows2']);
    expect(within(screen.getByRole('list', { name: 'Would be created' })).getByText('new-ring')).toBeTruthy();
    expect(
      within(screen.getByRole('list', { name: 'Would change' })).getByText('kundan-choker'),
    ).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Unchanged', hidden: true }).textContent).toContain(
      'pearl-studs',
    );

    const table = screen.getByRole('table', { name: 'Refused rows' });
    expect(table.className).toContain('lg:table');
    const rows = within(table)
      .getAllByRole('row')
      .map((row) =>
        within(row)
          .queryAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows.slice(1)).toEqual([
      ['Row 4', 'Variant Price', 'Variant Price must be a number of rupees'],
      ['Row 6', 'Image Src', 'Image Src: photos are uploaded at the desk first'],
    ]);
    const cards = screen.getByRole('list', { name: 'Refused rows' });
    expect(cards.className).toContain('lg:hidden');
    expect(within(cards).getAllByRole('listitem')[0]!.textContent).toBe(
      'Row 4 · Variant PriceVariant Price must be a number of rupees',
    );
    expect(screen.queryByRole('button', { name: /^Import/ })).toBeNull();
    expect(screen.getByText(/Fix these rows in the file, save it, and choose the file again/)).toBeTruthy();
  });

  it('offers the import after a clean dry run and, once confirmed, sends the same text with dryRun=false', async () => {
    const calls = stubAdminApi('admin', (call) =>
      call.path === '/admin/products/import'
        ? json(200, report({ dryRun: call.query.get('dryRun') === 'true' }))
        : undefined,
    );
    renderAdmin('/admin/products/import');
    await chooseFile(csvFile());
    const importButton = await screen.findByRole('button', { name: 'Import 2 products' });
    expect(screen.getByText('This changes the live store.')).toBeTruthy();

    fireEvent.click(importButton);
    let dialog = screen.getByRole('dialog', { name: 'Import 2 products into the live store?' });
    expect(dialog.textContent).toContain('1 new, 1 changed');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Not yet' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(imports(calls)).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Import 2 products' }));
    dialog = screen.getByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Import now' }));
    const done = await screen.findByRole('heading', { name: 'Imported products.csv' });
    await waitFor(() => expect(document.activeElement).toBe(done));
    expect(screen.getByRole('status').textContent).toBe('Imported: 1 created, 1 changed, 2 unchanged.');
    const sent = imports(calls);
    expect(sent.map((c) => c.query.get('dryRun'))).toEqual(['true', 'false']);
    expect(sent[1]!.body).toBe(CSV);
    const created = screen.getByRole('list', { name: 'Created' });
    expect(within(created).getByRole('link', { name: 'new-ring' }).getAttribute('href')).toBe(
      '/product/new-ring',
    );
    expect(
      within(created).getByRole('link', { name: 'Edit new-ring at the desk' }).getAttribute('href'),
    ).toBe('/admin/products?q=new-ring');
    expect(
      within(screen.getByRole('list', { name: 'Changed' }))
        .getByRole('link', { name: 'kundan-choker' })
        .getAttribute('href'),
    ).toBe('/product/kundan-choker');
  });

  it("shows a real import's refusals (400 IMPORT_REFUSED) by row and column", async () => {
    stubAdminApi('admin', (call) =>
      call.path !== '/admin/products/import'
        ? undefined
        : call.query.get('dryRun') === 'true'
          ? json(200, report())
          : json(400, {
              success: false,
              code: 'IMPORT_REFUSED',
              message: 'Nothing was imported: 1 row was refused',
              details: [
                { field: 'row 6: Category', message: 'Category: There is no category no-such-category' },
              ],
            }),
    );
    renderAdmin('/admin/products/import');
    await chooseFile(csvFile());
    fireEvent.click(await screen.findByRole('button', { name: 'Import 2 products' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Import now' }));
    const heading = await screen.findByRole('heading', { name: 'products.csv was not imported' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByText('Nothing was imported: 1 row was refused')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Refused rows' });
    expect(within(table).getAllByRole('row')[1]!.textContent).toBe(
      'Row 6CategoryCategory: There is no category no-such-category',
    );
    expect(screen.getByRole('status').textContent).toBe('Nothing was imported: 1 row was refused.');
    expect(screen.queryByRole('button', { name: /^Import/ })).toBeNull();
  });

  it('refuses a file over 5 MB in the browser, sending nothing', async () => {
    const calls = stubAdminApi('admin', () => undefined);
    renderAdmin('/admin/products/import');
    await chooseFile(csvFile('x'.repeat(5 * 1024 * 1024 + 1), 'huge.csv'));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The file is larger than 5 MB: split it into smaller files',
    );
    expect(screen.getByLabelText('Choose CSV file').getAttribute('aria-invalid')).toBe('true');
    expect(imports(calls)).toHaveLength(0);
  });

  it('keeps the file after a failed send, so the dry run and the import are tried again without choosing it', async () => {
    let connected = false;
    const calls = stubAdminApi('admin', (call) => {
      if (call.path !== '/admin/products/import') return undefined;
      if (!connected) return Promise.reject(new TypeError('Failed to fetch'));
      return json(200, report({ dryRun: call.query.get('dryRun') === 'true' }));
    });
    renderAdmin('/admin/products/import');
    await chooseFile(csvFile());
    expect((await screen.findByRole('alert')).textContent).toContain(
      'The file could not be sent: check the connection and try again.',
    );
    expect(screen.getByText('products.csv')).toBeTruthy();
    connected = true;
    fireEvent.click(screen.getByRole('button', { name: 'Try the dry run again' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Import 2 products' }));

    connected = false;
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Import now' }));
    const retry = await screen.findByRole('button', { name: 'Try the import again' });
    expect(screen.queryByRole('heading', { name: 'Imported products.csv' })).toBeNull();
    connected = true;
    fireEvent.click(retry);
    expect(await screen.findByRole('heading', { name: 'Imported products.csv' })).toBeTruthy();
    const sent = imports(calls);
    expect(sent.map((c) => c.query.get('dryRun'))).toEqual(['true', 'true', 'false', 'false']);
    expect(sent.every((c) => c.body === CSV)).toBe(true);
  });
});
