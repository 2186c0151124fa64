/**
 * The few parts of a service worker's global scope the worker uses (the web package is typed
 * against the DOM, whose declarations clash with TypeScript's full `webworker` library).
 */
export interface ExtendableEvent extends Event {
  waitUntil(done: Promise<unknown>): void;
}

export interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Promise<Response>): void;
}

export interface PushEvent extends ExtendableEvent {
  readonly data: { text(): string } | null;
}

export interface NotificationEvent extends ExtendableEvent {
  readonly notification: Notification;
}

/** A page the worker controls or may open. */
export interface WindowClient {
  readonly url: string;
  focus(): Promise<WindowClient>;
  navigate(url: string): Promise<WindowClient | null>;
  postMessage(message: unknown): void;
}

export interface WorkerScope {
  readonly registration: ServiceWorkerRegistration;
  readonly location: Location;
  readonly clients: {
    claim(): Promise<void>;
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly WindowClient[]>;
    openWindow(url: string): Promise<WindowClient | null>;
  };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', fn: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', fn: (event: FetchEvent) => void): void;
  addEventListener(type: 'message', fn: (event: MessageEvent) => void): void;
  addEventListener(type: 'push', fn: (event: PushEvent) => void): void;
  addEventListener(type: 'notificationclick', fn: (event: NotificationEvent) => void): void;
}
