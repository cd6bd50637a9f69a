// Types of the jest-dom matchers (the runtime is loaded by tooling/jest-setup-dom.cjs).
/// <reference types="@testing-library/jest-dom" />
