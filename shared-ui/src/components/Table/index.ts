export { Caption, TBody, Table, Td, Th, THead, Tr } from './Table';
