import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useMediaQuery } from '../../../lib/use-media-query';
import { CartLoadFailed } from '../../cart';
import { CheckoutHeader } from '../components/checkout-header';
import { CodAdvanceDialog } from '../components/cod-advance-dialog';
import { DesktopCheckout } from '../components/desktop-checkout';
import { MobileCheckout } from '../components/mobile-checkout';
import { ProcessingOverlay } from '../components/processing-overlay';
import { CHECKOUT_MESSAGES } from '../lib/checkout-messages';
import { useCheckout } from '../use-checkout';
import { useFocusProblem } from '../use-focus-problem';

/** /checkout: the phone layout below 768 px, the desktop layout from there up. */
export function CheckoutPage() {
  useDocumentTitle('Checkout');
  const desktop = useMediaQuery('(min-width: 768px)');
  const checkout = useCheckout(desktop ? 'desktop' : 'mobile');
  const { flow } = checkout;
  useFocusProblem(flow.problem);
  const overlay = flow.phase === 'working' || flow.phase === 'leaving';

  if (checkout.cartFailed && flow.phase !== 'leaving')
    return (
      <div className="flex min-h-dvh flex-col">
        <CheckoutHeader />
        <CartLoadFailed onRetry={checkout.retryCart} className="mx-auto max-w-xl px-4 py-16" />
      </div>
    );

  if (!checkout.loading && checkout.items.length === 0 && flow.phase !== 'leaving')
    return (
      <div className="flex min-h-dvh flex-col">
        <CheckoutHeader />
        <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center">
          <p className="text-lg">Your cart is empty</p>
          <Link to={paths.shop.to()} className="font-medium underline underline-offset-2">
            Continue Shopping →
          </Link>
        </div>
      </div>
    );

  return (
    <div className="flex min-h-dvh flex-col">
      <div inert={overlay} className="flex flex-1 flex-col">
        <CheckoutHeader />
        {desktop ? <DesktopCheckout checkout={checkout} /> : <MobileCheckout checkout={checkout} />}
      </div>
      <CodAdvanceDialog
        open={flow.codDialogOpen}
        total={checkout.totals.total}
        advanceAmount={checkout.totals.advance}
        onProceed={flow.proceedWithCod}
        onCancel={flow.cancelCod}
      />
      {overlay && (
        <ProcessingOverlay
          message={desktop ? CHECKOUT_MESSAGES.processingDesktop : CHECKOUT_MESSAGES.processingMobile}
        />
      )}
    </div>
  );
}
