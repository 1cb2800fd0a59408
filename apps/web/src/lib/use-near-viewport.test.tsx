import { act, render } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNearViewport } from './use-near-viewport';

type Report = (entries: Partial<IntersectionObserverEntry>[]) => void;
const observers: { report: Report; margin?: string; disconnected: boolean }[] = [];

class FakeObserver {
  private readonly entry: (typeof observers)[number];
  constructor(callback: Report, options?: IntersectionObserverInit) {
    this.entry = { report: callback, margin: options?.rootMargin, disconnected: false };
    observers.push(this.entry);
  }
  observe() {}
  disconnect() {
    this.entry.disconnected = true;
  }
}

function Probe() {
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  const near = useNearViewport(element);
  return <div ref={setElement} data-near={near} />;
}

afterEach(() => {
  observers.length = 0;
  vi.unstubAllGlobals();
});

describe('useNearViewport', () => {
  it('stays false until the element comes within the margin, then stays true and stops watching', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const { container } = render(<Probe />);
    const probe = container.firstElementChild!;
    expect(probe.getAttribute('data-near')).toBe('false');
    expect(observers).toHaveLength(1);
    expect(observers[0]!.margin).toBe('300px');

    act(() => observers[0]!.report([{ isIntersecting: false }]));
    expect(probe.getAttribute('data-near')).toBe('false');

    act(() => observers[0]!.report([{ isIntersecting: true }]));
    expect(probe.getAttribute('data-near')).toBe('true');
    expect(observers[0]!.disconnected).toBe(true);
    expect(observers).toHaveLength(1);
  });

  it('is true at once without IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const { container } = render(<Probe />);
    expect(container.firstElementChild!.getAttribute('data-near')).toBe('true');
  });
});
