/** The media query of a user who asked the system for less motion (WCAG 2.3.3). */
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/** Smooth scrolling, unless the user asked for less motion: then the page jumps. */
function scrollBehavior(): ScrollBehavior {
  return window.matchMedia(REDUCED_MOTION_QUERY).matches ? 'instant' : 'smooth';
}

/** Back to the top of the page, as after turning a page of results. */
export function scrollPageToTop() {
  window.scrollTo({ top: 0, behavior: scrollBehavior() });
}

/** Where a form scrolls to show its first invalid field: centred, smoothly unless motion is reduced. */
export function firstErrorScroll(): ScrollIntoViewOptions {
  return { behavior: scrollBehavior(), block: 'center' };
}
