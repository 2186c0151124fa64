import { isEndpoint, pathOf, type Endpoint, type LiveTable, type PathParams } from '@halte/contract';

/** An endpoint with its path parameters filled in: what a screen hands the shared parts to read. */
export interface Bound {
  endpoint: Endpoint;
  params?: Record<string, string | number>;
}

/** An endpoint to call, with or without path parameters. */
export type Source = Endpoint | Bound;

/** The endpoint with these path parameters (a school's classes: `at(CLASSES_API.ofSchool, { id })`). */
export const at = <E extends Endpoint>(endpoint: E, params: PathParams<E['path']>): Bound => ({ endpoint, params });

export const boundOf = (source: Source): Bound => (isEndpoint(source) ? { endpoint: source } : source);

/** The path under `/api/v1`, parameters filled in. */
export const pathOfSource = (source: Source) => {
  const { endpoint, params } = boundOf(source);
  return pathOf(endpoint.path, params);
};

/**
 * The first parts of a query key: the declared path, then the parameters when there are some.
 * Queries of one endpoint share the declared path, whatever their parameters.
 */
export const keyOf = (source: Source): readonly unknown[] => {
  const { endpoint, params } = boundOf(source);
  return params ? [endpoint.path, params] : [endpoint.path];
};

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { reads?: readonly LiveTable[] };
  }
}

/** A query's meta: the tables its endpoint declares it reads, for refreshing it on their announcements. */
export const readsOf = (source: Source) => ({ reads: boundOf(source).endpoint.reads ?? [] });
