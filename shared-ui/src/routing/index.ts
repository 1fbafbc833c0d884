// The remotes' only way to the router. This package is a Module Federation singleton and React
// Router is not shared (see webpack/shared-singletons.js), so these are the shell's own router
// and hooks. Exactly what the remotes use: the router is tree-shaken in the shell's build, and
// every export here is kept whether used or not.
export {
  Link,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
  useBlocker,
  type Blocker,
  type NavigateOptions,
  type To,
} from 'react-router-dom';
