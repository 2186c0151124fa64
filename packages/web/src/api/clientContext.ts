import { createContext, useContext } from 'react';
import { api, type ApiClient } from './client';

/**
 * The client the shared parts (option lists, remote selects) call through: the staff client
 * unless a part of the app provides another (the member page provides the member client).
 */
export const ApiClientContext = createContext<ApiClient>(api);

export const useApi = (): ApiClient => useContext(ApiClientContext);
