/**
 * The signed-in frame's skeleton from index.html stays on the screen (a fixed layer, so nothing
 * moves under it) through the route and boot loaders, and goes once the page has its <main> (the
 * frame's, or a signed-out page's after a redirect) or its heading; once its heading when the
 * skeleton holds the page's header.
 */
export function keepShellSkeleton(root: HTMLElement) {
  // Beside #root in index.html, so React's first render does not clear it (moved there at start, it
  // painted anew, and Lighthouse dated the page's largest text, the shell's, from that paint).
  const skeleton = document.querySelector('.shell-skeleton');
  if (!skeleton) return;
  if (!document.documentElement.hasAttribute('data-shell')) {
    skeleton.remove();
    return;
  }
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
