import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MENU_AUTO_CLOSE_MS, useAutoCloseMenu } from './use-auto-close-menu.ts';

function TestMenu() {
  const menu = useAutoCloseMenu('test-menu');
  return (
    <div>
      <button {...menu.buttonProps}>Account menu</button>
      <div {...menu.panelProps} data-testid="panel">
        <a href="#profile">My Profile</a>
      </div>
      <p>Outside</p>
    </div>
  );
}

const button = () => screen.getByRole('button', { name: 'Account menu' });
const isOpen = () => button().getAttribute('aria-expanded') === 'true';
const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

describe('useAutoCloseMenu', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    render(<TestMenu />);
    fireEvent.click(button());
  });

  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('opens with aria-expanded and aria-controls pointing at the visible panel', () => {
    expect(isOpen()).toBe(true);
    expect(button().getAttribute('aria-controls')).toBe('test-menu');
    expect(screen.getByTestId('panel').id).toBe('test-menu');
    expect(screen.getByTestId('panel').hidden).toBe(false);
  });

  it('closes by itself 5 seconds after opening', () => {
    advance(MENU_AUTO_CLOSE_MS - 1);
    expect(isOpen()).toBe(true);
    advance(1);
    expect(isOpen()).toBe(false);
    expect(screen.getByTestId('panel').hidden).toBe(true);
  });

  it('while the pointer is inside, stays open; after it leaves, closes 5 seconds later', () => {
    advance(3000);
    fireEvent.pointerEnter(screen.getByTestId('panel'));
    advance(20_000);
    expect(isOpen()).toBe(true);

    fireEvent.pointerLeave(screen.getByTestId('panel'));
    advance(MENU_AUTO_CLOSE_MS - 1);
    expect(isOpen()).toBe(true);
    advance(1);
    expect(isOpen()).toBe(false);
  });

  it('while keyboard focus is inside, stays open; after focus leaves, closes 5 seconds later', () => {
    const link = screen.getByRole('link', { name: 'My Profile' });
    act(() => {
      link.focus();
    });
    advance(20_000);
    expect(isOpen()).toBe(true);

    act(() => {
      link.blur();
    });
    advance(MENU_AUTO_CLOSE_MS);
    expect(isOpen()).toBe(false);
  });

  it('Escape closes the menu and returns focus to the button', () => {
    act(() => {
      screen.getByRole('link', { name: 'My Profile' }).focus();
    });
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(isOpen()).toBe(false);
    expect(document.activeElement).toBe(button());
  });

  it('a click outside closes the menu; a click inside does not', () => {
    fireEvent.pointerDown(screen.getByTestId('panel'));
    expect(isOpen()).toBe(true);
    fireEvent.pointerDown(screen.getByText('Outside'));
    expect(isOpen()).toBe(false);
  });

  it('the button toggles the menu closed again', () => {
    fireEvent.click(button());
    expect(isOpen()).toBe(false);
  });
});
