import { lazy, Suspense } from 'react';
import type { MessageProps } from 'primereact/message';

const Message = lazy(() => import('primereact/message').then((module) => ({ default: module.Message })));

/**
 * PrimeReact's Message (role="alert") for the error states of always-loaded screens (layout,
 * dashboard): its code and icons are fetched only when a message is shown.
 */
export function LazyMessage(props: MessageProps) {
  return (
    <Suspense fallback={null}>
      <Message {...props} />
    </Suspense>
  );
}
