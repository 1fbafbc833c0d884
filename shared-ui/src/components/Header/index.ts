export { Header, type HeaderProps } from './Header';
export type { HeaderUser } from './headerUser';
