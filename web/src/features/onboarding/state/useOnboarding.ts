import { useEffect, useReducer } from 'react';
import { readJson, STORAGE_KEYS, writeJson } from '../../../lib/storage';
import { fromPersisted, onboardingReducer, toPersisted, type OnboardingState } from './onboardingState';

function load(): OnboardingState {
  return fromPersisted(readJson<unknown>('local', STORAGE_KEYS.onboarding));
}

/** The wizard state, persisted in localStorage under `onboarding` (without the token secret). */
export function useOnboarding() {
  const [state, dispatch] = useReducer(onboardingReducer, undefined, load);
  useEffect(() => {
    writeJson('local', STORAGE_KEYS.onboarding, toPersisted(state));
  }, [state]);
  return [state, dispatch] as const;
}
