/** @jest-environment jsdom */
import React from "react"
import { render, screen, within } from "@testing-library/react"
import { CeoQuote } from "../../../src/blocks/home/CeoQuote/CeoQuote"
import { homeInputs } from "../../support/home"

const inputs = homeInputs()

test("a named section with an h2 for the outline", () => {
  render(<CeoQuote id="ceo-quote" inputs={inputs} />)
  const heading = screen.getByRole("heading", { level: 2 })
  expect(heading).toHaveTextContent("What Lanternfish Creative's CEO says about Rapport")
  expect(screen.getByRole("region", { name: heading.textContent ?? "" })).toHaveAttribute("id", "ceo-quote")
})

test("the quote is a blockquote in a figure, attributed by its figcaption to the CEO", () => {
  render(<CeoQuote id="ceo-quote" inputs={inputs} />)
  const figure = screen.getByRole("figure")
  const quote = within(figure).getByRole("blockquote")
  expect(quote).toHaveTextContent(/one timeline in Gmail/)
  expect(quote).toHaveTextContent(/renewals went from 68% to 87% in our first year on Rapport/)
  const caption = figure.querySelector("figcaption")
  expect(caption).toHaveTextContent("Dana Whitfield")
  expect(caption).toHaveTextContent("CEO, Lanternfish Creative")
  expect(caption?.parentElement).toBe(figure)
})

test("portrait and logo are decorative: the caption already names the person and the company", () => {
  const { container } = render(<CeoQuote id="ceo-quote" inputs={inputs} />)
  const pictures = container.querySelectorAll("figcaption img:not([aria-hidden])")
  expect(pictures).toHaveLength(2)
  pictures.forEach((img) => expect(img).toHaveAttribute("alt", ""))
  expect(within(screen.getByRole("figure")).queryAllByRole("img")).toHaveLength(0)
})
