/**
 * The signed-in frame's code, one chunk for every page of the frame: the session guard with the boot
 * gate, the frame's layout, the route table and the bootstrap query. As four dynamic imports they were
 * four chunks and their shared pieces as many more, each a request; over HTTP/1.1's six connections
 * on a phone every wave of requests costs a round trip (issue 31). The query layout stays apart:
 * /signup uses it without the frame.
 */
export { prefetchBootstrap } from './boot/prefetch-bootstrap';
export { frameRoutes } from './frame-routes';
export { RequireSession } from './guards/require-session';
export { AppLayout } from './layouts/app-layout';
