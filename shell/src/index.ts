// Async boundary: shared singletons are negotiated before the app runs.
import('./bootstrap');
