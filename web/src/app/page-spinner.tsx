import { Spin } from 'antd';
import './layout/layout.css';

// Centered spinner shown while a lazy screen loads or a route guard waits for the current user.
export function PageSpinner() {
  return (
    <div className="page-spinner">
      <Spin size="large" />
    </div>
  );
}
