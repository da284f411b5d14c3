import { describe, expect, it } from 'vitest';
import {
  canGoNext,
  fromPersisted,
  initialOnboardingState,
  onboardingProgress,
  onboardingReducer,
  toPersisted,
  type OnboardingAction,
  type OnboardingState,
} from './onboardingState';

const run = (...actions: OnboardingAction[]): OnboardingState => actions.reduce(onboardingReducer, initialOnboardingState);
const token = { type: 'setToken', secret: 'RUN_p1_segredo', info: { id: 'k1', name: 'CI', prefix: 'RUN_p1_ab', projectId: 'p1', projectName: 'PIX', expiresAt: null } } satisfies OnboardingAction;
const template = {
  type: 'setTemplate',
  template: { platform: 'github', triggers: ['push'], failOn: 'high', path: '.github/workflows/vigia.yml', content: 'x', secretName: 'VIGIA_TOKEN', zipFileName: 'z.zip', instructions: [] },
} satisfies OnboardingAction;

describe('onboarding state (spec §4)', () => {
  it('when started, then it is on welcome with nothing completed and the start time recorded', () => {
    const state = run({ type: 'start', now: '2026-11-24T10:00:00Z' });
    expect(state).toMatchObject({ currentStep: 'welcome', completedSteps: [], startedAt: '2026-11-24T10:00:00Z', isCompleted: false });
  });

  it('when Next is pressed on a completed step, then it marks the step complete and advances; on an incomplete one nothing happens', () => {
    const atToken = run({ type: 'next' });
    expect(atToken).toMatchObject({ currentStep: 'generate-token', completedSteps: ['welcome'] });
    expect(canGoNext(atToken)).toBe(false);
    expect(onboardingReducer(atToken, { type: 'next' })).toBe(atToken);
  });

  it('when a token is set, then generate-token is complete; when a template is set, then configure-ci is complete', () => {
    const state = run({ type: 'next' }, token, { type: 'next' }, template);
    expect(state.completedSteps).toEqual(['welcome', 'generate-token', 'configure-ci']);
    expect(state.currentStep).toBe('configure-ci');
    expect(state.selectedPlatform).toBe('github');
  });

  it('when Previous is pressed on welcome, then it stays there', () => {
    expect(run({ type: 'previous' }).currentStep).toBe('welcome');
    expect(run({ type: 'next' }, { type: 'previous' }, { type: 'previous' }).currentStep).toBe('welcome');
  });

  it('when completed, then the step is complete, the time recorded and progress is completed steps / 5 rounded', () => {
    const state = run({ type: 'next' }, token, { type: 'next' }, template, { type: 'next' }, { type: 'firstScanDone' }, { type: 'next' }, { type: 'complete', now: '2026-11-24T11:00:00Z' });
    expect(state).toMatchObject({ currentStep: 'complete', isCompleted: true, completedAt: '2026-11-24T11:00:00Z' });
    expect(onboardingProgress(state)).toBe(100);
    expect(onboardingProgress({ completedSteps: ['welcome'] })).toBe(20);
    expect(onboardingProgress({ completedSteps: ['welcome', 'generate-token', 'configure-ci'] })).toBe(60);
  });

  it('when reset or started again, then everything is cleared', () => {
    const busy = run({ type: 'next' }, token);
    expect(onboardingReducer(busy, { type: 'reset' })).toEqual(initialOnboardingState);
    expect(onboardingReducer(busy, { type: 'start', now: 'x' })).toEqual({ ...initialOnboardingState, startedAt: 'x' });
  });

  it('when persisted, then the token secret is left out and tokenInfo kept', () => {
    const stored = JSON.parse(JSON.stringify(toPersisted(run({ type: 'next' }, token))));
    expect(JSON.stringify(stored)).not.toContain('RUN_p1_segredo');
    expect(fromPersisted(stored)).toMatchObject({ generatedToken: null, tokenInfo: token.info, currentStep: 'generate-token' });
    expect(fromPersisted({ currentStep: 'nowhere' })).toEqual(initialOnboardingState);
  });
});
