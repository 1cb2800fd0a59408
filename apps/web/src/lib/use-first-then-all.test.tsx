import { act, cleanup, render } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { useFirstThenAll } from './use-first-then-all';

const items = Array.from({ length: 10 }, (_, i) => `tile ${i + 1}`);

function Grid() {
  const shown = useFirstThenAll(items, 4);
  return (
    <ul>
      {shown.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

const tiles = (root: ParentNode) => root.querySelectorAll('li').length;

afterEach(cleanup);

describe('useFirstThenAll', () => {
  it('the server renders the first tiles; hydration keeps them, then adds the rest without a mismatch', async () => {
    const html = renderToString(<Grid />);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    expect(tiles(container)).toBe(4);
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <Grid />, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    expect(tiles(container)).toBe(10);
    container.remove();
  });

  it('a page rendered in the browser shows every tile at once', () => {
    const { container } = render(<Grid />);
    expect(tiles(container)).toBe(10);
  });
});
