// The auth feature's public surface. Pages open the modal with useAuthModal (components/layout); this provides it.
export { AuthModalProvider } from './auth-modal.tsx';
