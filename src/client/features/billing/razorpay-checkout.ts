/**
 * Razorpay Checkout, loaded only when a seller clicks "Pay online" (never on other pages). Resolves with
 * the handler's fields after a successful payment, rejects when the script cannot load; a closed window
 * resolves null.
 */
const CHECKOUT_SRC = 'https://checkout.razorpay.com/v1/checkout.js';

interface CheckoutSuccess {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

type RazorpayCtor = new (options: Record<string, unknown>) => { open: () => void };

let loading: Promise<RazorpayCtor> | null = null;

function loadCheckout(): Promise<RazorpayCtor> {
  const existing = (window as { Razorpay?: RazorpayCtor }).Razorpay;
  if (existing) return Promise.resolve(existing);
  loading ??= new Promise<RazorpayCtor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = CHECKOUT_SRC;
    script.async = true;
    script.onload = () => {
      const ctor = (window as { Razorpay?: RazorpayCtor }).Razorpay;
      if (ctor) resolve(ctor);
      else reject(new Error('Razorpay Checkout did not load'));
    };
    script.onerror = () => {
      loading = null;
      reject(new Error('Razorpay Checkout did not load'));
    };
    document.head.append(script);
  });
  return loading;
}

export async function openCheckout(options: {
  keyId: string;
  orderId: string;
  amountPaise: number;
  description: string;
}): Promise<CheckoutSuccess | null> {
  const Razorpay = await loadCheckout();
  return new Promise((resolve) => {
    new Razorpay({
      key: options.keyId,
      order_id: options.orderId,
      amount: options.amountPaise,
      currency: 'INR',
      name: 'Property Creator',
      description: options.description,
      handler: (response: CheckoutSuccess) => resolve(response),
      modal: { ondismiss: () => resolve(null) },
    }).open();
  });
}
