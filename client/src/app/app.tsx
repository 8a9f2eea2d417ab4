import { BrowserRouter } from 'react-router-dom';
import { AuthProvider } from '../shared/auth/auth-provider';
import { AppIntlProvider } from './providers/intl-provider';
import { AppRoutes } from './routes';

export function App() {
  return (
    <AppIntlProvider>
      <AuthProvider>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AuthProvider>
    </AppIntlProvider>
  );
}
