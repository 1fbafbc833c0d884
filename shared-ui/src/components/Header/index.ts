export { Header, type HeaderProps, type HeaderUser } from './Header';
