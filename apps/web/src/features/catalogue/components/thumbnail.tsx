import classes from './thumbnail.module.css';

/**
 * A row's picture, 40×40, loaded only when scrolled near (a long list on a phone fetches the few in
 * sight); an item without one keeps the same empty square, so the names stay aligned.
 */
export function Thumbnail({ url, name }: { url: string | null; name: string }) {
  if (!url) return <span className={classes.thumb} aria-hidden />;
  return (
    <img
      className={classes.thumb}
      src={url}
      alt={name}
      width={40}
      height={40}
      loading="lazy"
      decoding="async"
    />
  );
}
