/**
 * What the federation shares as `react-router-dom` (tooling/webpack.cjs, issue 9: flat first load).
 *
 * A shared module cannot be tree-shaken (its consumers are built separately), so sharing the package itself put all
 * of react-router 7 in the shell's first load: data routers, server rendering, cookies, sessions. Every bundle
 * instead shares this module under the same key: only the names the product imports, taken from `react-router`
 * (react-router-dom 7 re-exports it), so each build keeps just those. Code keeps importing from 'react-router-dom';
 * tooling/shared-facades.test.ts fails when a source file imports a name this module does not export.
 */
export {
  BrowserRouter,
  Link,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
