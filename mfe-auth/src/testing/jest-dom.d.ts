// Matchers that tooling/jest-setup-dom.cjs installs at run time (toBeInTheDocument, toHaveAttribute, ...).
import '@testing-library/jest-dom';
