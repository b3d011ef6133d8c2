import { createBrowserRouter } from 'react-router';
import { setNavigator } from '../shared/navigation';
import { patchRoutesOnNavigation, routes } from './routes';

export function createAppRouter() {
  const router = createBrowserRouter(routes, { patchRoutesOnNavigation });
  setNavigator((to, options) => void router.navigate(to, options));
  return router;
}
