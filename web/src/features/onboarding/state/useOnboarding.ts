import { useEffect, useReducer, useRef } from 'react';
import { readJson, STORAGE_KEYS, writeJson } from '../../../lib/storage';
import { fromPersisted, initialOnboardingState, onboardingReducer, toPersisted, type OnboardingState } from './onboardingState';

/** What is stored under `onboarding`: one wizard per project (a tenant's first project is created inside it, under NO_PROJECT). */
interface StoredOnboarding {
  byProject?: Record<string, unknown>;
}
const NO_PROJECT = '-';

const keyOf = (projectId: string | null) => projectId ?? NO_PROJECT;

function stored(): Record<string, unknown> {
  return readJson<StoredOnboarding>('local', STORAGE_KEYS.onboarding)?.byProject ?? {};
}

function storedFor(projectId: string | null): OnboardingState | null {
  const value = stored()[keyOf(projectId)];
  return value === undefined ? null : fromPersisted(value);
}

function save(projectId: string | null, state: OnboardingState): void {
  writeJson('local', STORAGE_KEYS.onboarding, { byProject: { ...stored(), [keyOf(projectId)]: toPersisted(state) } } satisfies StoredOnboarding);
}

/**
 * The wizard state of the selected project, persisted in localStorage under `onboarding` (without
 * the token secret): switching project shows that project's wizard (its token, template and first
 * scan), never the previous one's. A wizard started before any project carries over to the project
 * it creates.
 */
export function useOnboarding(projectId: string | null) {
  const [state, dispatch] = useReducer(onboardingReducer, projectId, (id) => storedFor(id) ?? initialOnboardingState);
  const shownFor = useRef(projectId);

  useEffect(() => {
    const previous = shownFor.current;
    if (previous === projectId) return;
    shownFor.current = projectId;
    const next = storedFor(projectId);
    if (next) dispatch({ type: 'load', state: next });
    else if (previous !== null) dispatch({ type: 'load', state: initialOnboardingState });
  }, [projectId]);

  useEffect(() => {
    save(shownFor.current, state);
  }, [state, projectId]);
  return [state, dispatch] as const;
}
