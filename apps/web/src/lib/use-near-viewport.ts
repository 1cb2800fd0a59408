import { useEffect, useState } from 'react';

/**
 * Whether `element` has come within `margin` of the viewport (and stays true once it has). Lets work a
 * section needs only when seen (a carousel measuring its slides) skip the page's first seconds.
 * Without IntersectionObserver it is true at once.
 */
export function useNearViewport(element: Element | null, margin = '300px'): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (!element || near) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        setNear(true);
        observer.disconnect();
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, near, margin]);
  return near;
}
