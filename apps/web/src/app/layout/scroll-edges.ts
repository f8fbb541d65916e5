/**
 * Marks a sideways-scrolling element with `data-more-start` / `data-more-end` while part of its
 * content lies beyond that edge, so its CSS can fade the edge and show there is more to scroll to.
 * Used as a ref callback; answers the clean-up (React 19 ref clean-ups).
 */
export function markScrollEdges(element: HTMLElement | null): (() => void) | undefined {
  if (!element) return undefined;
  const update = () => {
    const hidden = element.scrollWidth - element.clientWidth;
    toggle(element, 'data-more-start', element.scrollLeft > 1);
    toggle(element, 'data-more-end', hidden - element.scrollLeft > 1);
  };
  update();
  element.addEventListener('scroll', update, { passive: true });
  const resized = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(update);
  resized?.observe(element);
  return () => {
    element.removeEventListener('scroll', update);
    resized?.disconnect();
  };
}

function toggle(element: HTMLElement, attribute: string, on: boolean) {
  if (on) element.setAttribute(attribute, 'true');
  else element.removeAttribute(attribute);
}
