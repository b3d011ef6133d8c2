import { useQuery } from '@tanstack/react-query';
import { bootstrapQueryOptions } from '../bootstrap/get-bootstrap';

/** The server's maps key (bootstrapSettings.properties.mapsApiKey), or undefined: then no maps script. */
export function useMapsKey(): string | undefined {
  // Read from the cache the boot gate filled; never a request of its own.
  const { data } = useQuery({ ...bootstrapQueryOptions(), enabled: false });
  const key = data?.bootstrapSettings.properties['mapsApiKey'];
  return typeof key === 'string' && key ? key : undefined;
}
