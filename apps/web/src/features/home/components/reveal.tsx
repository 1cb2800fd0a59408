import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { usePrefersReducedMotion } from '../../../lib/use-media-query';

/**
 * Fades a home section in when it scrolls into view. Opacity and transform only, so nothing around it
 * moves; sections already on screen at load, reduced-motion users and browsers without
 * IntersectionObserver get no animation at all.
 */
export function Reveal({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const reducedMotion = usePrefersReducedMotion();
  const [phase, setPhase] = useState<'static' | 'waiting' | 'shown'>('static');

  useLayoutEffect(() => {
    const el = ref.current;
    if (!el || reducedMotion || typeof IntersectionObserver === 'undefined') {
      setPhase('static');
      return;
    }
    const rect = el.getBoundingClientRect();
    if (rect.top < window.innerHeight && rect.bottom > 0) return;
    setPhase('waiting');
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        setPhase('shown');
        observer.disconnect();
      },
      { rootMargin: '0px 0px -10% 0px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [reducedMotion]);

  const className =
    phase === 'waiting'
      ? 'translate-y-6 opacity-0'
      : phase === 'shown'
        ? 'translate-y-0 opacity-100 transition duration-700 ease-out'
        : '';
  return (
    <div ref={ref} className={className} data-reveal={phase}>
      {children}
    </div>
  );
}
