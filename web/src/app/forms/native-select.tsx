// A native <select> dressed as an Ant Design control: it works before and without JavaScript
// (an antd Select is a script-driven widget) and costs no script of its own.
import type { SelectHTMLAttributes } from 'react';
import './forms.css';

interface NativeSelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'size'> {
  options: ReadonlyArray<{ value: string; label: string }>;
  placeholder: string;
  size?: 'middle' | 'large';
}

export function NativeSelect({ options, placeholder, size = 'middle', className, ...props }: NativeSelectProps) {
  return (
    <select className={`native-select native-select--${size}${className ? ` ${className}` : ''}`} {...props}>
      <option value="">{placeholder}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
