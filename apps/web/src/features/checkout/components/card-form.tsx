import { useState, type FormEvent } from 'react';
import { Loader2, Lock } from 'lucide-react';
import type { TestCheckoutPayInput } from '@gears/domain';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';

/** '4242424242424242' → '4242 4242 4242 4242' as the payer types. */
export const formatCardNumber = (value: string): string =>
  value
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');

/** '1230' → '12/30'; a typed slash is kept. */
export function formatExpiry(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

type CardFormProps = {
  payLabel: string;
  isPending: boolean;
  /** The server's message for a field (VALIDATION details) or for the whole form (a decline). */
  fieldErrors: Partial<Record<keyof TestCheckoutPayInput, string>>;
  formError: string | null;
  onSubmit: (card: TestCheckoutPayInput) => void;
};

/** Card number, expiry, CVC and name; every rule is the server's (checkTestCard), shown where it applies. */
export function CardForm({ payLabel, isPending, fieldErrors, formError, onSubmit }: CardFormProps) {
  const [card, setCard] = useState<TestCheckoutPayInput>({ cardNumber: '', expiry: '', cvc: '', name: '' });
  const set = (field: keyof TestCheckoutPayInput) => (value: string) => setCard((c) => ({ ...c, [field]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(card);
  };
  const invalid = (field: keyof TestCheckoutPayInput) =>
    fieldErrors[field] ? { 'aria-invalid': true, 'aria-describedby': `checkout-${field}-error` } : {};

  return (
    <form className="grid gap-3" onSubmit={submit} noValidate>
      {formError ? (
        <Alert variant="destructive" role="alert">
          {formError}
        </Alert>
      ) : null}
      <FormField id="checkout-cardNumber" label="Card number" error={fieldErrors.cardNumber}>
        <Input
          id="checkout-cardNumber"
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="4242 4242 4242 4242"
          value={card.cardNumber}
          onChange={(e) => set('cardNumber')(formatCardNumber(e.target.value))}
          {...invalid('cardNumber')}
        />
      </FormField>
      <div className="grid grid-cols-2 items-start gap-3">
        <FormField id="checkout-expiry" label="Expiry (MM/YY)" error={fieldErrors.expiry}>
          <Input
            id="checkout-expiry"
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder="MM/YY"
            value={card.expiry}
            onChange={(e) => set('expiry')(formatExpiry(e.target.value))}
            {...invalid('expiry')}
          />
        </FormField>
        <FormField id="checkout-cvc" label="CVC" error={fieldErrors.cvc}>
          <Input
            id="checkout-cvc"
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder="123"
            maxLength={4}
            value={card.cvc}
            onChange={(e) => set('cvc')(e.target.value.replace(/\D/g, ''))}
            {...invalid('cvc')}
          />
        </FormField>
      </div>
      <FormField id="checkout-name" label="Name on card" error={fieldErrors.name}>
        <Input
          id="checkout-name"
          autoComplete="cc-name"
          value={card.name}
          onChange={(e) => set('name')(e.target.value)}
          {...invalid('name')}
        />
      </FormField>
      <Button type="submit" size="lg" disabled={isPending}>
        {isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Lock aria-hidden="true" />}
        {isPending ? 'Processing...' : payLabel}
      </Button>
    </form>
  );
}
