/** The name a person gives online tables: asked once, then remembered on this device. */
import { storedValue } from '../storage';
import { MAX_NAME_LENGTH } from './protocol';

const stored = storedValue<string>('onlineName', 1, () => '', (raw) => (typeof raw === 'string' && raw.length <= MAX_NAME_LENGTH ? raw : null));

export function loadPlayerName(): string {
  return stored.load();
}

export function savePlayerName(name: string): string {
  const clean = name.trim().slice(0, MAX_NAME_LENGTH);
  stored.save(clean);
  return clean;
}
