import { useTranslation } from 'react-i18next';
import { getFragmentData, type FragmentType } from '../../../gql';
import { locationOf } from './finding';
import { lowerCode } from '../../../lib/enumCodes';
import { FindingTraceStepFragment } from './traceStepFragment';

/** A taint finding's data flow, source to sink, each step with its place in the code. */
export function FindingTrace({ trace }: { trace: ReadonlyArray<FragmentType<typeof FindingTraceStepFragment>> }) {
  const { t } = useTranslation('dashboard-on-demand');
  const steps = getFragmentData(FindingTraceStepFragment, trace);
  if (steps.length === 0) return null;
  return (
    <div className="finding-details__trace" data-testid="finding-trace">
      <h3 className="finding-details__title">{t('details.trace')}</h3>
      <ol className="finding-trace">
        {steps.map((step, index) => (
          <li key={`${locationOf(step)}-${index}`} className={`finding-trace__step finding-trace__step--${lowerCode(step.kind)}`} data-kind={lowerCode(step.kind)}>
            <span className="finding-trace__kind">{t(`details.traceKind.${step.kind}`)}</span>
            <code className="finding-trace__location">{locationOf(step)}</code>
            <span className="finding-trace__note">{step.note}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}
