import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { SupportLink } from './support-link';
import '../styles/help-support.css';

/** The settings pages' 'Help and support' accordion: a line of text, e-mail, help centre. */
export function HelpSupport(props: { title: string; helpCentre: string; children?: ReactNode }) {
  return (
    <details className="card help-support">
      <summary>{props.title}</summary>
      {props.children && <p>{props.children}</p>}
      <p>
        <SupportLink />
      </p>
      <p>
        <Link to="/help_center">{props.helpCentre}</Link>
      </p>
    </details>
  );
}
