import { type ReactNode, useEffect, useRef, useState } from 'react';
import { usePrefersReducedMotion } from '../../../lib/use-media-query';

/**
 * Fades a home section in when it scrolls into view. Opacity and transform only, so nothing around it
 * moves; sections already on screen at load, reduced-motion users and browsers without
 * IntersectionObserver get no animation at all. Whether a section starts off screen comes from the
 * observer's first report, not from measuring it while the page hydrates: measuring each section there
 * forced a style and layout pass per section on a phone's busiest moment.
 */
export function Reveal({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const reducedMotion = usePrefersReducedMotion();
  const [phase, setPhase] = useState<'static' | 'waiting' | 'shown'>('static');

  useEffect(() => {
    const el = ref.current;
    if (!el || reducedMotion || typeof IntersectionObserver === 'undefined') {
      setPhase('static');
      return;
    }
    let first = true;
    const observer = new IntersectionObserver(
      (entries) => {
        const visible = entries.some((entry) => entry.isIntersecting);
        if (first) {
          first = false;
          // on screen (or partly, in the margin the observer leaves out) at load: stays as it is
          const onScreen = entries.some((entry) => entry.boundingClientRect.top < window.innerHeight);
          if (visible || onScreen) observer.disconnect();
          else setPhase('waiting');
          return;
        }
        if (!visible) return;
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
