export { Caption, TBody, Table, Td, Th, THead, Tr, type TdProps } from './Table';
