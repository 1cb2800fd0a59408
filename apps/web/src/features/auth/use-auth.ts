import { useSelector } from 'react-redux';
import type { AuthState } from './auth-slice';

type AuthRoot = { auth: AuthState };

export const useAuth = () => useSelector((state: AuthRoot) => state.auth);
