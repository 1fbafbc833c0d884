import { act } from '@testing-library/react';
import { toast } from 'react-hot-toast';

// Toasts live in react-hot-toast's module state: without this, one test's toasts would still
// be on screen in the next.
afterEach(() => act(() => toast.remove()));
