import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import { RequireMember } from './RequireMember';

const MemberApp = lazy(() => import('./MemberApp'));
const MemberLayout = lazy(() => import('./MemberLayout'));
const SignInPage = lazy(() => import('./auth/SignInPage'));
const SignUpPage = lazy(() => import('./auth/SignUpPage'));
const HomePage = lazy(() => import('./home/HomePage'));
const ChildrenPage = lazy(() => import('./children/ChildrenPage'));
const RegisterChildPage = lazy(() => import('./registrations/RegisterChildPage'));
const MyRegistrationsPage = lazy(() => import('./registrations/MyRegistrationsPage'));
const ComplaintsPage = lazy(() => import('./complaints/ComplaintsPage'));
const NewComplaintPage = lazy(() => import('./complaints/NewComplaintPage'));
const ChatPage = lazy(() => import('./complaints/ChatPage'));
const ArticlesPage = lazy(() => import('./articles/ArticlesPage'));
const ArticlePage = lazy(() => import('./articles/ArticlePage'));
const AlertSettingsPage = lazy(() => import('./alerts/AlertSettingsPage'));
const NoticesPage = lazy(() => import('./alerts/NoticesPage'));

/** `/warga`: the parents' page, outside the staff shell and its sign-in. */
export const memberRoutes: RouteObject = {
  path: '/warga',
  element: <MemberApp />,
  children: [
    { path: 'masuk', element: <SignInPage /> },
    { path: 'daftar', element: <SignUpPage /> },
    {
      element: <RequireMember />,
      children: [
        {
          element: <MemberLayout />,
          children: [
            { index: true, element: <HomePage /> },
            { path: 'anak', element: <ChildrenPage /> },
            { path: 'anak/daftar', element: <RegisterChildPage /> },
            { path: 'pendaftaran', element: <MyRegistrationsPage /> },
            { path: 'pengaduan', element: <ComplaintsPage /> },
            { path: 'pengaduan/baru', element: <NewComplaintPage /> },
            { path: 'pengaduan/:id', element: <ChatPage /> },
            { path: 'artikel', element: <ArticlesPage /> },
            { path: 'artikel/:uuid', element: <ArticlePage /> },
            { path: 'notifikasi', element: <AlertSettingsPage /> },
            { path: 'pemberitahuan', element: <NoticesPage /> },
          ],
        },
      ],
    },
  ],
};
