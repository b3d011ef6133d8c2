/**
 * The signed-in frame's skeleton from index.html stays on the screen (a fixed layer, so nothing
 * moves under it) through the route and boot loaders, and goes once the page has its <main> (the
 * frame's, or a signed-out page's after a redirect) or its heading; once its heading when the
 * skeleton holds the page's header.
 */
export function keepShellSkeleton(root: HTMLElement) {
  const skeleton = root.querySelector('.shell-skeleton');
  if (!skeleton || !document.documentElement.hasAttribute('data-shell')) return;
  // Out of #root, so React's first render does not clear it.
  root.after(skeleton);
  // With a page header of its own (the pages shell-page-headers.tsx names), until the page's heading
  // takes its place: the frame's <main> alone would take the heading away while the page loads.
  const withHeader = skeleton.querySelector('[data-shell-page]') !== null;
  const done = () => root.querySelector(withHeader ? 'h1' : 'main, h1') !== null;
  const observer = new MutationObserver(() => {
    if (!done()) return;
    observer.disconnect();
    skeleton.remove();
    document.documentElement.removeAttribute('data-shell');
  });
  observer.observe(root, { childList: true, subtree: true });
}
