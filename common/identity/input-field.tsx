/**
 * The identity forms' input field (spec section 5): the browser's own validation decides, and the field shows
 * its verdict only once the reader has left it (first blur) or tried to submit; from then on it is re-checked on
 * every change. Invalid: the custom message as an alert. Valid: the tip, if any.
 */
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import './forms.css';

export type InputType = 'email' | 'password' | 'text' | 'select' | 'radio';

export interface InputOption {
  value: string;
  label: string;
}

export interface InputFieldProps {
  name: string;
  label: string;
  type?: InputType;
  required?: boolean;
  /** A `pattern` attribute (anchored by the browser, `v` flag). */
  pattern?: string;
  tip?: string;
  /** Shown as an alert while the browser deems the field invalid. */
  validationErrorMessage?: string;
  size?: 'large' | 'small';
  /** For select and radio. */
  options?: InputOption[];
  defaultValue?: string;
  autoComplete?: string;
  disabled?: boolean;
  onChange?: (value: string) => void;
}

type Control = HTMLInputElement | HTMLSelectElement;

export function InputField(props: InputFieldProps) {
  const { name, label, type = 'text', required = false, pattern, tip, validationErrorMessage, size = 'large', options = [], defaultValue, autoComplete, disabled, onChange } = props;
  const id = useId();
  const ref = useRef<Control | null>(null);
  const [checked, setChecked] = useState(false);
  const [valid, setValid] = useState(true);

  const check = () => setValid(ref.current?.validity.valid ?? true);

  // The confirmation field's pattern follows the password as it is typed: its verdict must follow too.
  useEffect(() => {
    if (checked) check();
  }, [pattern, checked]);

  // What the reader typed before the island hydrated is in the field (it is uncontrolled) but fired no change:
  // tell the owner once, so a value that depends on it (the confirmation's pattern) starts from it.
  useEffect(() => {
    const typed = ref.current && 'value' in ref.current ? ref.current.value : '';
    if (typed && typed !== (defaultValue ?? '')) onChange?.(typed);
  }, []);

  const change = (event: ChangeEvent<Control>) => {
    if (checked) check();
    onChange?.(event.target.value);
  };
  const blur = () => {
    setChecked(true);
    check();
  };
  // A submit the browser refuses fires `invalid` on each failing field: show its message at once.
  const invalid = () => {
    setChecked(true);
    setValid(false);
  };

  const showError = checked && !valid && Boolean(validationErrorMessage);
  const showTip = valid && Boolean(tip);
  const describedBy = showError ? `${id}-error` : showTip ? `${id}-tip` : undefined;
  const common = { name, required, disabled, onBlur: blur, onInvalid: invalid, 'aria-invalid': checked && !valid ? true : undefined, 'aria-describedby': describedBy } as const;

  let control;
  if (type === 'select') {
    control = (
      <select id={id} ref={(el) => void (ref.current = el)} defaultValue={defaultValue} onChange={change} {...common}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>{o.label}</option>
        ))}
      </select>
    );
  } else if (type === 'radio') {
    control = (
      <span className="identity-field__radios" role="radiogroup" aria-labelledby={`${id}-label`}>
        {options.map((o, i) => (
          <label key={o.value} className="identity-field__radio">
            <input type="radio" value={o.value} defaultChecked={o.value === defaultValue} ref={i === 0 ? (el) => void (ref.current = el) : undefined} onChange={change} {...common} />
            {o.label}
          </label>
        ))}
      </span>
    );
  } else {
    control = <input id={id} ref={(el) => void (ref.current = el)} type={type} pattern={pattern} defaultValue={defaultValue} autoComplete={autoComplete} onChange={change} {...common} />;
  }

  return (
    <div className={`identity-field identity-field--${size}${checked && !valid ? ' identity-field--invalid' : ''}`}>
      {type === 'radio' ? <span id={`${id}-label`} className="identity-field__label">{label}</span> : <label htmlFor={id} className="identity-field__label">{label}</label>}
      {control}
      {showError && <p id={`${id}-error`} role="alert" className="identity-field__error">{validationErrorMessage}</p>}
      {showTip && <p id={`${id}-tip`} className="identity-field__tip">{tip}</p>}
    </div>
  );
}
