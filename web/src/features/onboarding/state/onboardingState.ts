/**
 * The onboarding wizard (spec §3 and §4): five steps in order; Next only from a completed step
 * (and it marks the step complete); Previous never before welcome; a token completes
 * generate-token, a template completes configure-ci; completing records the time; start and
 * reset clear everything. Persisted under the `onboarding` key, never with the token secret.
 */
export const ONBOARDING_STEPS = ['welcome', 'generate-token', 'configure-ci', 'first-scan', 'complete'] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];

export type CiPlatform = 'github' | 'gitlab' | 'azure' | 'bitbucket' | 'jenkins';
export type CiTrigger = 'push' | 'pull_request' | 'schedule' | 'manual';
export type CiFailOn = 'critical' | 'high' | 'medium' | 'low' | 'none';

export interface TokenInfo {
  id: string;
  name: string;
  prefix: string;
  projectId: string;
  projectName: string;
  expiresAt: string | null;
}

export interface GeneratedTemplate {
  platform: CiPlatform;
  triggers: CiTrigger[];
  failOn: CiFailOn;
  path: string;
  content: string;
  secretName: string;
  zipFileName: string;
  instructions: string[];
}

export interface OnboardingState {
  currentStep: OnboardingStep;
  completedSteps: OnboardingStep[];
  /** The token secret: in memory only, shown once; never persisted. */
  generatedToken: string | null;
  tokenInfo: TokenInfo | null;
  selectedPlatform: CiPlatform | null;
  generatedTemplate: GeneratedTemplate | null;
  isCompleted: boolean;
  startedAt: string | null;
  completedAt: string | null;
  /** The project's latest scan when the first-scan step opened: a different one is the first scan. */
  scanBaseline: { projectId: string; scanId: string | null } | null;
}

export type OnboardingAction =
  | { type: 'start'; now: string }
  | { type: 'reset' }
  | { type: 'next' }
  | { type: 'previous' }
  | { type: 'goTo'; step: OnboardingStep }
  | { type: 'setToken'; secret: string; info: TokenInfo }
  | { type: 'forgetTokenSecret' }
  | { type: 'selectPlatform'; platform: CiPlatform }
  | { type: 'setTemplate'; template: GeneratedTemplate }
  | { type: 'watchScans'; projectId: string; scanId: string | null }
  | { type: 'firstScanDone' }
  | { type: 'complete'; now: string }
  /** Another project's stored wizard (the state is kept per project). */
  | { type: 'load'; state: OnboardingState };

export const initialOnboardingState: OnboardingState = {
  currentStep: 'welcome',
  completedSteps: [],
  generatedToken: null,
  tokenInfo: null,
  selectedPlatform: null,
  generatedTemplate: null,
  isCompleted: false,
  startedAt: null,
  completedAt: null,
  scanBaseline: null,
};

const indexOf = (step: OnboardingStep) => ONBOARDING_STEPS.indexOf(step);

function markComplete(state: OnboardingState, step: OnboardingStep): OnboardingStep[] {
  if (state.completedSteps.includes(step)) return state.completedSteps;
  return ONBOARDING_STEPS.filter((s) => s === step || state.completedSteps.includes(s));
}

export function isStepComplete(state: OnboardingState, step: OnboardingStep = state.currentStep): boolean {
  return state.completedSteps.includes(step);
}

/** Next is allowed only if the current step is complete (welcome is complete once read). */
export function canGoNext(state: OnboardingState): boolean {
  if (state.currentStep === 'complete') return false;
  return state.currentStep === 'welcome' || isStepComplete(state);
}

export function canGoPrevious(state: OnboardingState): boolean {
  return indexOf(state.currentStep) > 0;
}

/** Completed steps / 5 as a rounded percent. */
export function onboardingProgress(state: Pick<OnboardingState, 'completedSteps'>): number {
  return Math.round((state.completedSteps.length / ONBOARDING_STEPS.length) * 100);
}

export function onboardingReducer(state: OnboardingState, action: OnboardingAction): OnboardingState {
  switch (action.type) {
    case 'start':
      return { ...initialOnboardingState, startedAt: action.now };
    case 'reset':
      return initialOnboardingState;
    case 'next': {
      if (!canGoNext(state)) return state;
      const next = ONBOARDING_STEPS[indexOf(state.currentStep) + 1] as OnboardingStep;
      return { ...state, completedSteps: markComplete(state, state.currentStep), currentStep: next };
    }
    case 'previous':
      if (!canGoPrevious(state)) return state;
      return { ...state, currentStep: ONBOARDING_STEPS[indexOf(state.currentStep) - 1] as OnboardingStep };
    case 'goTo': {
      // Back to any step, forward only over completed ones.
      const target = indexOf(action.step);
      const reachable = ONBOARDING_STEPS.slice(0, target).every((step) => state.completedSteps.includes(step));
      return target <= indexOf(state.currentStep) || reachable ? { ...state, currentStep: action.step } : state;
    }
    case 'setToken':
      return { ...state, generatedToken: action.secret, tokenInfo: action.info, completedSteps: markComplete(state, 'generate-token') };
    case 'forgetTokenSecret':
      return { ...state, generatedToken: null };
    case 'selectPlatform':
      return { ...state, selectedPlatform: action.platform };
    case 'setTemplate':
      return {
        ...state,
        selectedPlatform: action.template.platform,
        generatedTemplate: action.template,
        completedSteps: markComplete(state, 'configure-ci'),
      };
    case 'watchScans':
      return state.scanBaseline?.projectId === action.projectId ? state : { ...state, scanBaseline: { projectId: action.projectId, scanId: action.scanId } };
    case 'firstScanDone':
      return { ...state, completedSteps: markComplete(state, 'first-scan') };
    case 'load':
      return action.state;
    case 'complete':
      return {
        ...state,
        currentStep: 'complete',
        completedSteps: markComplete(state, 'complete'),
        isCompleted: true,
        completedAt: state.completedAt ?? action.now,
      };
  }
}

/** What is written under the `onboarding` key: everything but the token secret. */
export function toPersisted(state: OnboardingState): OnboardingState {
  return { ...state, generatedToken: null };
}

/** A stored value back into a state (anything unexpected starts over). */
export function fromPersisted(value: unknown): OnboardingState {
  if (!value || typeof value !== 'object') return initialOnboardingState;
  const stored = value as Partial<OnboardingState>;
  if (!ONBOARDING_STEPS.includes(stored.currentStep as OnboardingStep) || !Array.isArray(stored.completedSteps)) return initialOnboardingState;
  return {
    ...initialOnboardingState,
    ...stored,
    completedSteps: ONBOARDING_STEPS.filter((step) => stored.completedSteps?.includes(step)),
    generatedToken: null,
  };
}
