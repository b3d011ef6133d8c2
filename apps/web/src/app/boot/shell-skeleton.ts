/**
 * The signed-in frame's skeleton from index.html stays on the screen (a fixed layer, so nothing
 * moves under it) through the route and boot loaders, and goes once the page has its <main> (the
 * frame's, or a signed-out page's after a redirect) or its heading.
 */
export function keepShellSkeleton(root: HTMLElement) {
  const skeleton = root.querySelector('.shell-skeleton');
  if (!skeleton || !document.documentElement.hasAttribute('data-shell')) return;
  // Out of #root, so React's first render does not clear it.
  root.after(skeleton);
  const done = () => root.querySelector('main, h1') !== null;
  const observer = new MutationObserver(() => {
    if (!done()) return;
    observer.disconnect();
    skeleton.remove();
    document.documentElement.removeAttribute('data-shell');
  });
  observer.observe(root, { childList: true, subtree: true });
}
