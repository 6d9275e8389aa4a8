// Types of build-service-worker.mjs, for its test.
export function offlinePageFiles(clientDir: string): Promise<string[]>;
export function precacheManifest(clientDir: string): Promise<{ url: string; revision: string | null }[]>;
export function buildServiceWorker(clientDir: string): Promise<{ count: number; version: string }>;
