// The peer of the portal's login page: the same stack (React 19, MUI 9, emotion, react-router 7)
// and nothing else, so `bench:portal` can say how far a portal page is from what the stack
// itself costs. It stays this small on purpose; it is not a second login page.
import {
  Box,
  Button,
  Card,
  CardContent,
  CssBaseline,
  Stack,
  TextField,
  ThemeProvider,
  Typography,
  createTheme,
} from '@mui/material';
import { StrictMode, type FormEvent } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import logoUrl from './logo.svg';

const theme = createTheme({
  palette: { primary: { main: '#0b5cad' }, background: { default: '#f3f5f8' } },
  shape: { borderRadius: 8 },
});

function LoginCard() {
  const onSubmit = (event: FormEvent) => event.preventDefault();
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
      <Card sx={{ width: '100%', maxWidth: 420 }}>
        <CardContent>
          <Stack component="form" spacing={2} onSubmit={onSubmit}>
            <img src={logoUrl} alt="Horizon" width={160} height={40} />
            <Typography component="h1" variant="h5">
              Inloggen
            </Typography>
            <TextField label="Gebruikersnaam" name="username" autoComplete="username" required />
            <TextField
              label="Wachtwoord"
              name="password"
              type="password"
              autoComplete="current-password"
              required
            />
            <Button type="submit" variant="contained" size="large">
              Inloggen
            </Button>
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}

// The portal's URL shape, so the router matches a path as it does there.
const router = createBrowserRouter([
  { path: '/:lang/:lease/auth/login', element: <LoginCard /> },
  { path: '*', element: <LoginCard /> },
]);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
createRoot(root).render(
  <StrictMode>
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <RouterProvider router={router} />
    </ThemeProvider>
  </StrictMode>,
);
